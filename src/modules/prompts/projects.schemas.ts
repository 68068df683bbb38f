import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, WorkspaceQuery } from '../../http/common-schemas.js';
import { expandParam } from '../../http/expand-param.js';
import { Versioned } from '../../versioned/index.js';
import { Prompt } from './prompts.schemas.js';

/** What a project may be expanded with on GET /v1/projects/{projectId}. */
export const PROJECT_EXPAND = ['prompts'] as const;
/** The most prompts `expand=prompts` lists; more are read with GET /v1/prompts?project_id=. */
export const PROJECT_EXPAND_MAX_PROMPTS = 1000;

const Brief = Type.String({ maxLength: 10_000, description: 'What the project is for.' });

/** A project: a named folder of prompts in a workspace (a prompt is in at most one). */
export const Project = Type.Object(
  {
    project_id: Type.String({ description: 'Prefix prj_' }),
    workspace_id: Type.String(),
    ...Versioned.AuditFields,
    name: Type.String({ description: 'Unique in the workspace (compared case-insensitively).' }),
    brief: Nullable(Type.String()),
    prompts: Type.Optional(
      Type.Array(Prompt, {
        description:
          `With expand=prompts only: the project's prompts by name, each with its primary version ` +
          `(at most ${PROJECT_EXPAND_MAX_PROMPTS}; GET /v1/prompts?project_id= pages through any number).`,
      }),
    ),
  },
  { title: 'Project' },
);

export const ProjectInput = Type.Object(
  { name: Versioned.ResourceName, brief: Type.Optional(Nullable(Brief)) },
  { title: 'ProjectInput', additionalProperties: false },
);

export const ProjectPatch = Type.Object(
  { name: Type.Optional(Versioned.ResourceName), brief: Type.Optional(Nullable(Brief)) },
  { title: 'ProjectPatch', additionalProperties: false, minProperties: 1 },
);

export const ProjectQuery = Type.Object({ ...WorkspaceQuery, expand: expandParam(PROJECT_EXPAND) });

export const ProjectDeleteQuery = Type.Object({
  ...WorkspaceQuery,
  move_prompts: Type.Optional(
    StringEnum(['true', 'false'] as const, {
      description:
        'true: the prompts of the project are moved out of it (to no project) and the project is deleted, ' +
        'in one transaction. Without it, deleting a project that holds prompts is a 409.',
    }),
  ),
});

export type ProjectView = Static<typeof Project>;
export type ProjectInputBody = Static<typeof ProjectInput>;
export type ProjectPatchBody = Static<typeof ProjectPatch>;

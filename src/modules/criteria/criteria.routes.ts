import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, NoContent, WORKSPACE_SECURITY, WorkspaceQuery } from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  CriteriaInput,
  CriteriaPatch,
  CriteriaUpdate,
  Criterion,
  CriterionInput,
  CriterionPatch,
  ScoringCriteria,
} from './criteria.schemas.js';
import type { CriteriaService } from './criteria.service.js';

const tags = ['Scoring criteria'];
const security = WORKSPACE_SECURITY;
const querystring = Type.Object(WorkspaceQuery);
const IdString = Type.String({ minLength: 1, maxLength: 128 });
const criteriaParams = Type.Object({ criteriaId: IdString });
const criterionParams = Type.Object({ criteriaId: IdString, criterionId: IdString });
const base = { tags, security, querystring };

const LIST = '/v1/prompts/scoring/criteria';
const CRITERIA_LIST: ListKey = { list: 'criteria', shape: ['string', 'string', 'string'] };
const ONE = `${LIST}/:criteriaId`;
const SET = `${ONE}/criterionset`;
const MEMBER = `${SET}/:criterionId`;

/**
 * Scoring criteria. The spec shows only PUT on a criteria and POST/PUT on a criterion; the other
 * paths (create, list, get, delete, PATCH) are designed here in the same style. These static
 * paths win over /v1/prompts/:promptId in Fastify's router, whatever the registration order.
 */
export function registerCriteriaRoutes(root: FastifyInstance, service: CriteriaService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const one = { 200: ScoringCriteria, ...errorResponses(404) };
  const member = { 200: Criterion, ...errorResponses(404) };
  const gone = { 204: NoContent, ...errorResponses(404) };
  const params = criteriaParams;

  app.post(
    LIST,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Create scoring criteria',
        body: CriteriaInput,
        response: { 201: ScoringCriteria, ...errorResponses() },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    LIST,
    {
      config: workspaceRead,
      schema: {
        ...base,
        summary: 'List scoring criteria by name; the built-in Default last',
        querystring: Type.Object({ ...WorkspaceQuery, ...PageQuery }),
        response: { 200: Type.Array(ScoringCriteria), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, CRITERIA_LIST, (page) => service.list({ ctx: req.ctx, page })),
  );
  app.get(
    ONE,
    { config: workspaceRead, schema: { ...base, summary: 'Get scoring criteria', params, response: one } },
    (req) => service.get({ ctx: req.ctx, ...req.params }),
  );
  app.put(
    ONE,
    {
      config: workspaceWrite,
      schema: { ...base, summary: 'Update name and use case', params, body: CriteriaUpdate, response: one },
    },
    (req) => service.update({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.patch(
    ONE,
    {
      config: workspaceWrite,
      schema: { ...base, summary: 'Update name and/or use case', params, body: CriteriaPatch, response: one },
    },
    (req) => service.update({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.delete(
    ONE,
    {
      config: workspaceWrite,
      schema: { ...base, summary: 'Delete scoring criteria and their criterion', params, response: gone },
    },
    async (req, reply) => {
      await service.remove({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );

  app.post(
    SET,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Add a criterion',
        params,
        body: CriterionInput,
        response: { 201: Criterion, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.addCriterion({ ctx: req.ctx, ...req.params, ...req.body })),
  );
  app.get(
    MEMBER,
    {
      config: workspaceRead,
      schema: { ...base, summary: 'Get a criterion', params: criterionParams, response: member },
    },
    (req) => service.getCriterion({ ctx: req.ctx, ...req.params }),
  );
  app.put(
    MEMBER,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Replace a criterion',
        params: criterionParams,
        body: CriterionInput,
        response: member,
      },
    },
    (req) => service.updateCriterion({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.patch(
    MEMBER,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Change some fields of a criterion',
        params: criterionParams,
        body: CriterionPatch,
        response: member,
      },
    },
    (req) => service.updateCriterion({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.delete(
    MEMBER,
    {
      config: workspaceWrite,
      schema: { ...base, summary: 'Delete a criterion', params: criterionParams, response: gone },
    },
    async (req, reply) => {
      await service.removeCriterion({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );
}

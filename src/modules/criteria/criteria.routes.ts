import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceSchemas } from '../../http/resource-schemas.js';
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

const route = workspaceSchemas(['Scoring criteria']);
const IdString = Type.String({ minLength: 1, maxLength: 128 });
const criteriaParams = Type.Object({ criteriaId: IdString });
const criterionParams = Type.Object({ criteriaId: IdString, criterionId: IdString });

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
  const params = criteriaParams;

  const create = route.created({
    summary: 'Create scoring criteria',
    body: CriteriaInput,
    response: ScoringCriteria,
  });
  app.post(LIST, { config: workspaceWrite, schema: create }, async (req, reply) =>
    reply.code(201).send(await service.create({ ctx: req.ctx, ...req.body })),
  );
  const list = route.list({
    summary: 'List scoring criteria by name; the built-in Default last',
    item: ScoringCriteria,
  });
  app.get(LIST, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, CRITERIA_LIST, (page) => service.list({ ctx: req.ctx, page })),
  );
  const one = { params, response: ScoringCriteria };
  const get = route.read({ summary: 'Get scoring criteria', ...one });
  app.get(ONE, { config: workspaceRead, schema: get }, (req) => service.get({ ctx: req.ctx, ...req.params }));
  const replace = route.updated({ summary: 'Update name and use case', ...one, body: CriteriaUpdate });
  app.put(ONE, { config: workspaceWrite, schema: replace }, (req) =>
    service.update({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  const update = route.updated({ summary: 'Update name and/or use case', ...one, body: CriteriaPatch });
  app.patch(ONE, { config: workspaceWrite, schema: update }, (req) =>
    service.update({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  const remove = route.deleted({ summary: 'Delete scoring criteria and their criterion', params });
  app.delete(ONE, { config: workspaceWrite, schema: remove }, (req, reply) =>
    noContent(reply, service.remove({ ctx: req.ctx, ...req.params })),
  );

  const add = route.created({
    summary: 'Add a criterion',
    params,
    body: CriterionInput,
    response: Criterion,
  });
  app.post(SET, { config: workspaceWrite, schema: add }, async (req, reply) =>
    reply.code(201).send(await service.addCriterion({ ctx: req.ctx, ...req.params, ...req.body })),
  );
  const member = { params: criterionParams, response: Criterion };
  const getMember = route.read({ summary: 'Get a criterion', ...member });
  app.get(MEMBER, { config: workspaceRead, schema: getMember }, (req) =>
    service.getCriterion({ ctx: req.ctx, ...req.params }),
  );
  const replaceMember = route.updated({ summary: 'Replace a criterion', ...member, body: CriterionInput });
  app.put(MEMBER, { config: workspaceWrite, schema: replaceMember }, (req) =>
    service.updateCriterion({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  const updateMember = route.updated({
    summary: 'Change some fields of a criterion',
    ...member,
    body: CriterionPatch,
  });
  app.patch(MEMBER, { config: workspaceWrite, schema: updateMember }, (req) =>
    service.updateCriterion({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  const removeMember = route.deleted({ summary: 'Delete a criterion', params: criterionParams });
  app.delete(MEMBER, { config: workspaceWrite, schema: removeMember }, (req, reply) =>
    noContent(reply, service.removeCriterion({ ctx: req.ctx, ...req.params })),
  );
}

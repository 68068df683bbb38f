import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { errorResponses, WORKSPACE_SECURITY, WorkspaceQuery } from '../../http/common-schemas.js';
import { HEADERS, withHeaders } from '../../http/openapi-headers.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { badRequest } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { DEFAULT_CRITERIA_ID } from '../criteria/index.js';
import { type AnalysisKind, Balance, Heatmap, Risk, Scoring } from './analysis.schemas.js';
import type { AnalysisService } from './analysis.service.js';
import {
  CONTENT_RESULT,
  type ContentAnalysisRequest,
  ContentExamplesRequest,
  ContentRiskRequest,
  ContentScoringRequest,
  GenerateCriteriaRequest,
  GeneratedContent,
  GeneratedCriteria,
  GenerateMoreCriteriaRequest,
  GeneratePromptRequest,
  ImprovedVersion,
  ImproveRequest,
  type VersionAnalysisRequest,
  VersionExamplesRequest,
  VersionRiskRequest,
  VersionScoringRequest,
} from './analysis-routes.schemas.js';
import type { GenerationService } from './generation.service.js';
import type { Metered } from './token-meter.js';

// Reads of stored results need `read`; every POST may call a model (and spend the account's
// tokens, or create a version), so every POST needs `write`.
const security = WORKSPACE_SECURITY;
const querystring = Type.Object(WorkspaceQuery);
export const IdString = Type.String({ minLength: 1, maxLength: 128 });
export const versionParams = Type.Object({ promptId: IdString, versionId: IdString });
const criteriaParams = Type.Object({ criteriaId: IdString });
export const analysisTags = ['Analysis'];
const generationTags = ['Generation'];
// 502: the model answered unusably (twice) or the provider failed; 504: it did not answer in time.
export const modelErrors = [502, 504];

const RESULT: Record<AnalysisKind, TSchema> = {
  scoring: Scoring,
  risk: Risk,
  balance: Balance,
  heatmap: Heatmap,
};

/** Bodies whose fields are all optional may be left out entirely (`POST …/risk` with no body). */
export async function emptyBodyAllowed(req: FastifyRequest) {
  req.body ??= {};
}

/**
 * Version scoring requires `criteria_id` (the spec says so), while content scoring defaults to the
 * built-in Default criteria: the 400 for a missing id says which id that is, so the fix is one
 * copy-paste. Runs before validation, with the message validation would give, extended.
 */
async function criteriaIdNamed(req: FastifyRequest) {
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Object.hasOwn(body, 'criteria_id'))
    throw badRequest(
      `body.criteria_id: is required. To score against the built-in Default criteria, send "criteria_id": "${DEFAULT_CRITERIA_ID}" (GET /v1/prompts/scoring/criteria lists the others).`,
    );
}

/** Seconds with millisecond precision, as a decimal string ("0.004", "1.25", "0"). */
export const formatSeconds = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/**
 * The spec's token headers on every response that may use a model: tokens of this request,
 * seconds spent in model calls and, with a token limit, what is left after this request (the
 * limits hook set X-Tokens-Remaining before the call; this replaces it).
 */
export function sendMetered<T>(
  reply: FastifyReply,
  status: number,
  metered: Metered<T>,
  body: unknown = metered.value,
) {
  const { used, seconds, remaining } = metered.tokens;
  reply.header('x-tokens-used', used);
  reply.header('x-tokens-duration', formatSeconds(seconds));
  if (remaining !== null) reply.header('x-tokens-remaining', remaining);
  return reply.code(status).send(body);
}

export function registerAnalysisRoutes(
  root: FastifyInstance,
  services: { analysis: AnalysisService; generation: GenerationService },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { analysis, generation } = services;

  const version = (kind: AnalysisKind) => `/v1/prompts/:promptId/versions/:versionId/${kind}`;
  /** GET …/versions/{versionId}/{kind}: the latest stored result. */
  function latest(kind: AnalysisKind) {
    app.get(
      version(kind),
      {
        config: workspaceRead,
        schema: {
          tags: analysisTags,
          security,
          summary: `The latest stored ${kind} result of a version (404 if none)`,
          params: versionParams,
          querystring,
          response: { 200: RESULT[kind], ...errorResponses(404) },
        },
      },
      (req) => analysis.latest({ ctx: req.ctx, ...req.params, kind }),
    );
  }
  /** POST …/versions/{versionId}/{kind}: each kind's route names its body schema, so its body is typed. */
  const onVersion = <B extends TSchema>(kind: AnalysisKind, body: B) => ({
    config: workspaceWrite,
    ...(kind === 'risk' ? { preValidation: emptyBodyAllowed } : {}),
    ...(kind === 'scoring' ? { preValidation: criteriaIdNamed } : {}),
    schema: {
      tags: analysisTags,
      security,
      summary: `Run ${kind} on a version and store it (an identical stored result is reused unless force)`,
      params: versionParams,
      querystring,
      body,
      // 413: the version's content is over the analysis size limit (max-analysis-bytes).
      response: { 200: RESULT[kind], ...errorResponses(404, 413, ...modelErrors) },
    },
  });
  /** POST /v1/prompts/{kind} (static paths: Fastify's router prefers them to /v1/prompts/:promptId). */
  const onContent = <B extends TSchema>(kind: AnalysisKind, body: B) => ({
    config: workspaceWrite,
    schema: {
      tags: analysisTags,
      security,
      summary: `Run ${kind} on content sent in the request (nothing is stored; both timestamps are null)`,
      querystring,
      body,
      response: { 200: CONTENT_RESULT[kind], ...errorResponses(404, 413, ...modelErrors) },
    },
  });
  type Versioned = { ctx: RequestContext; params: { promptId: string; versionId: string } };
  const runOnVersion = async (req: Versioned, reply: FastifyReply, request: VersionAnalysisRequest) =>
    sendMetered(reply, 200, await analysis.analyzeVersion({ ctx: req.ctx, ...req.params, ...request }));
  const runOnContent = async (
    req: { ctx: RequestContext },
    reply: FastifyReply,
    request: ContentAnalysisRequest,
  ) => sendMetered(reply, 200, await analysis.analyzeContent({ ctx: req.ctx, ...request }));

  // Per kind, in this order (the OpenAPI document lists paths as they are registered).
  latest('scoring');
  app.post(version('scoring'), onVersion('scoring', VersionScoringRequest), (req, reply) =>
    runOnVersion(req, reply, { ...req.body, kind: 'scoring' }),
  );
  app.post('/v1/prompts/scoring', onContent('scoring', ContentScoringRequest), (req, reply) =>
    runOnContent(req, reply, { ...req.body, kind: 'scoring' }),
  );
  latest('risk');
  app.post(version('risk'), onVersion('risk', VersionRiskRequest), (req, reply) =>
    runOnVersion(req, reply, { ...req.body, kind: 'risk' }),
  );
  app.post('/v1/prompts/risk', onContent('risk', ContentRiskRequest), (req, reply) =>
    runOnContent(req, reply, { ...req.body, kind: 'risk' }),
  );
  for (const kind of ['balance', 'heatmap'] as const) {
    latest(kind);
    app.post(version(kind), onVersion(kind, VersionExamplesRequest), (req, reply) =>
      runOnVersion(req, reply, { ...req.body, kind }),
    );
    app.post(`/v1/prompts/${kind}`, onContent(kind, ContentExamplesRequest), (req, reply) =>
      runOnContent(req, reply, { ...req.body, kind }),
    );
  }

  app.post(
    '/v1/prompts/:promptId/versions/:versionId/improve',
    {
      config: workspaceWrite,
      preValidation: emptyBodyAllowed,
      schema: {
        tags: analysisTags,
        security,
        summary: 'Create a new, non-primary version improved from the latest scoring or risk result',
        params: versionParams,
        querystring,
        body: ImproveRequest,
        response: {
          201: withHeaders(ImprovedVersion, { ETag: HEADERS.etag }),
          ...errorResponses(404, 413, ...modelErrors),
        },
      },
    },
    async (req, reply) => {
      const metered = await generation.improve({ ctx: req.ctx, ...req.params, ...req.body });
      reply.header('etag', metered.value.etag);
      return sendMetered(reply, 201, metered, metered.value.body);
    },
  );

  app.post(
    '/v1/prompts/generate',
    {
      config: workspaceWrite,
      schema: {
        tags: generationTags,
        security,
        summary: 'Generate a Markdown prompt for a use case',
        querystring,
        body: GeneratePromptRequest,
        response: { 200: GeneratedContent, ...errorResponses(404, ...modelErrors) },
      },
    },
    async (req, reply) =>
      sendMetered(reply, 200, await generation.generatePrompt({ ctx: req.ctx, ...req.body })),
  );

  app.post(
    '/v1/prompts/scoring/criteria/generate',
    {
      config: workspaceWrite,
      schema: {
        tags: generationTags,
        security,
        summary: 'Generate a criterion set for a use case (input for creating scoring criteria)',
        querystring,
        body: GenerateCriteriaRequest,
        response: { 200: GeneratedCriteria, ...errorResponses(...modelErrors) },
      },
    },
    async (req, reply) =>
      sendMetered(reply, 200, await generation.generateCriteria({ ctx: req.ctx, ...req.body })),
  );

  app.post(
    '/v1/prompts/scoring/criteria/:criteriaId/generate',
    {
      config: workspaceWrite,
      preValidation: emptyBodyAllowed,
      schema: {
        tags: generationTags,
        security,
        summary:
          'Generate more criterion for scoring criteria from their use case (no slug they already have)',
        params: criteriaParams,
        querystring,
        body: GenerateMoreCriteriaRequest,
        response: { 200: GeneratedCriteria, ...errorResponses(404, ...modelErrors) },
      },
    },
    async (req, reply) => {
      const metered = await generation.generateMoreCriteria({ ctx: req.ctx, ...req.params, ...req.body });
      return sendMetered(reply, 200, metered);
    },
  );
}

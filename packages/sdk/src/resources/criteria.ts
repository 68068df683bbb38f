import type {
  Criteria,
  CriteriaCreate,
  CriteriaPatch,
  CriteriaReplace,
  Criterion,
  CriterionInput,
  CriterionPatch,
} from '../api-types.js';
import type { Paged } from '../paging.js';
import { type ListOptions, type Options, Resource, seg } from './resource.js';

const C = '/v1/prompts/scoring/criteria';
const one = (criteriaId: string) => `${C}/${seg(criteriaId)}`;
const criterion = (criteriaId: string, criterionId?: string) =>
  `${one(criteriaId)}/criterionset${criterionId === undefined ? '' : `/${seg(criterionId)}`}`;

/** Scoring criteria (sets of weighted criterion) and their criterion. */
export class CriteriaResource extends Resource {
  /** By name; the built-in Default (`sca_default`) ends the list. */
  list(options: ListOptions = {}): Paged<Criteria> {
    return this.paged<Criteria>(C, options);
  }
  get(criteriaId: string, options: Options = {}): Promise<Criteria> {
    return this.one<Criteria>('GET', one(criteriaId), options);
  }
  create(body: CriteriaCreate, options: Options = {}): Promise<Criteria> {
    return this.one<Criteria>('POST', C, { ...options, body });
  }
  replace(criteriaId: string, body: CriteriaReplace, options: Options = {}): Promise<Criteria> {
    return this.one<Criteria>('PUT', one(criteriaId), { ...options, body });
  }
  update(criteriaId: string, body: CriteriaPatch, options: Options = {}): Promise<Criteria> {
    return this.one<Criteria>('PATCH', one(criteriaId), { ...options, body });
  }
  delete(criteriaId: string, options: Options = {}): Promise<void> {
    return this.none('DELETE', one(criteriaId), options);
  }
  /** Criterion proposed for a use case (or, with a criteria id, more for those criteria). */
  generate(body: { use_case?: string; settings?: unknown; criteriaId?: string }, options: Options = {}) {
    const { criteriaId, ...rest } = body;
    const path = criteriaId === undefined ? `${C}/generate` : `${one(criteriaId)}/generate`;
    return this.one<{ criterion_set: CriterionInput[] }>('POST', path, { ...options, body: rest });
  }

  addCriterion(criteriaId: string, body: CriterionInput, options: Options = {}): Promise<Criterion> {
    return this.one<Criterion>('POST', criterion(criteriaId), { ...options, body });
  }
  getCriterion(criteriaId: string, criterionId: string, options: Options = {}): Promise<Criterion> {
    return this.one<Criterion>('GET', criterion(criteriaId, criterionId), options);
  }
  updateCriterion(criteriaId: string, criterionId: string, body: CriterionPatch, options: Options = {}) {
    return this.one<Criterion>('PATCH', criterion(criteriaId, criterionId), { ...options, body });
  }
  replaceCriterion(criteriaId: string, criterionId: string, body: CriterionInput, options: Options = {}) {
    return this.one<Criterion>('PUT', criterion(criteriaId, criterionId), { ...options, body });
  }
  deleteCriterion(criteriaId: string, criterionId: string, options: Options = {}): Promise<void> {
    return this.none('DELETE', criterion(criteriaId, criterionId), options);
  }
}

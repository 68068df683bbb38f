import type { Registry } from 'prom-client';

/**
 * A Prometheus histogram with prom-client's exposition (the same lines at GET /metrics, through the
 * same registry) and a cheaper observation. prom-client's `observe`, even on a child bound with
 * `labels()`, converts, validates and hashes the label set on every call (~2 % of a 1 KB token
 * count's CPU under the profiler, bench/RESULTS.md count10); here a child holds its series, so an
 * observation is a bucket search and two additions. The exposition (prom-client 15's
 * `getForPromString` shape: buckets cumulative, `+Inf`, `_sum`, `_count`, series in first-observed
 * order) is built at scrape time. Only what the service uses: `labels(...).observe`,
 * `observe([labels,] value)` and `reset`.
 */
export function createHistogram<L extends string>(opts: {
  name: string;
  help: string;
  labelNames: readonly L[];
  buckets: number[];
  registers: Registry[];
}) {
  const { name, help, labelNames } = opts;
  const bounds = [...opts.buckets]; // in the order given, as prom-client keeps them
  const sortedNames = [...labelNames].sort();
  const known = new Set<string>(labelNames);
  interface Series {
    labels: Partial<Record<L, string | number>>;
    counts: Float64Array;
    sum: number;
    count: number;
  }
  let series = new Map<string, Series>();
  /** Bumped by reset(): a child bound before it finds its series again. */
  let generation = 0;

  const keyOf = (labels: Partial<Record<L, string | number>>) => {
    let key = '';
    for (const label of sortedNames) {
      const value = labels[label as L];
      if (value !== undefined) key += `${label}:${value},`;
    }
    return key;
  };
  const seriesOf = (labels: Partial<Record<L, string | number>>): Series => {
    for (const label in labels) {
      if (!known.has(label)) throw new Error(`Added label "${label}" is not included in initial labelset`);
    }
    const key = keyOf(labels);
    let found = series.get(key);
    if (found === undefined) {
      found = { labels, counts: new Float64Array(bounds.length), sum: 0, count: 0 };
      series.set(key, found);
    }
    return found;
  };
  const add = (s: Series, value: number) => {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] as number)) {
        (s.counts[i] as number)++;
        break;
      }
    }
    s.sum += value;
    s.count += 1;
  };

  const metric = {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    /** A child of one label set: its series is found once, not per observation. */
    labels(labels: Partial<Record<L, string | number>>) {
      let bound = seriesOf(labels);
      let at = generation;
      return {
        observe(value: number) {
          if (at !== generation) {
            bound = seriesOf(labels);
            at = generation;
          }
          add(bound, value);
        },
      };
    },
    observe(labelsOrValue: Partial<Record<L, string | number>> | number, value?: number) {
      if (typeof labelsOrValue === 'number') add(seriesOf({}), labelsOrValue);
      else add(seriesOf(labelsOrValue), value as number);
    },
    reset() {
      series = new Map();
      generation++;
    },
    /** prom-client's shape for the registry's text exposition. */
    getForPromString() {
      const values: {
        labels: Record<string, string | number>;
        sharedLabels: Record<string, string | number>;
        value: number;
        metricName: string;
        exemplar: null | undefined;
      }[] = [];
      const bucket = `${name}_bucket`;
      for (const s of series.values()) {
        const shared = s.labels as Record<string, string | number>;
        let acc = 0;
        for (let i = 0; i < bounds.length; i++) {
          acc += s.counts[i] as number;
          values.push({
            labels: { le: bounds[i] as number },
            sharedLabels: shared,
            value: acc,
            metricName: bucket,
            exemplar: null,
          });
        }
        values.push({
          labels: { le: '+Inf' },
          sharedLabels: shared,
          value: s.count,
          metricName: bucket,
          exemplar: null,
        });
        values.push({
          labels: {},
          sharedLabels: shared,
          value: s.sum,
          metricName: `${name}_sum`,
          exemplar: undefined,
        });
        values.push({
          labels: {},
          sharedLabels: shared,
          value: s.count,
          metricName: `${name}_count`,
          exemplar: undefined,
        });
      }
      return { name, help, type: metric.type, values, aggregator: metric.aggregator };
    },
    /** As prom-client's get(): each value's labels with its series' labels spread in. */
    get() {
      const data = metric.getForPromString();
      return {
        ...data,
        values: data.values.map(({ sharedLabels, labels, ...rest }) => ({
          ...rest,
          labels: { ...labels, ...sharedLabels },
        })),
      };
    },
  };
  for (const registry of opts.registers) registry.registerMetric(metric as never);
  return metric;
}
export type FastHistogram = ReturnType<typeof createHistogram>;

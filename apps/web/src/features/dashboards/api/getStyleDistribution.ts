// GET /api/statistics/silverman-distribution: per learning-style dimension, learners per pole and band.
import type { StyleDistributionWire } from '@parcours/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, getData, http } from '../../../shared/http';

export type StyleDistribution = Camelize<StyleDistributionWire>;

function getStyleDistribution(): Promise<StyleDistribution> {
  return getData(http.get<{ data: StyleDistribution }>('/statistics/silverman-distribution'));
}

const styleDistributionQueryKey = ['dashboards', 'style-distribution'] as const;

function styleDistributionQueryOptions() {
  return queryOptions({ queryKey: styleDistributionQueryKey, queryFn: getStyleDistribution });
}

export function useStyleDistribution() {
  return useQuery(styleDistributionQueryOptions());
}

/**
 * A metric's direction, as in the metric catalogue: H higher is better, L lower is better,
 * N no direction. N is ranked like H (a higher value gets the higher rank) so that every
 * metric can be ranked; the UI says which way is better only for H and L.
 */
export type RankSort = 'H' | 'L' | 'N';

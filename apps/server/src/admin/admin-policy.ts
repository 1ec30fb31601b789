import { authorize } from '../auth/guards';

export const adminPolicy = {
  manage: authorize((p) => p.isPlatformAdmin, 'Only platform administrators may do this.'),
};

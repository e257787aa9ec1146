// Pure reads of the news flows' snapshots for the views.
import type { SnapshotFrom } from 'xstate';
import { selectQueryView } from '../shared/queryMachine';
import type { newsDetailMachine } from './newsDetailMachine';
import type { newsListMachine } from './newsListMachine';

type ListSnapshot = SnapshotFrom<typeof newsListMachine>;
type DetailSnapshot = SnapshotFrom<typeof newsDetailMachine>;

export type NewsListView = 'loading' | 'shown' | 'empty' | 'failed';
export const selectNewsListView = (s: ListSnapshot): NewsListView => selectQueryView(s) as NewsListView;
export const selectNewsRows = (s: ListSnapshot) => (s.matches('shown') ? (s.context.data?.rows ?? []) : []);
export const selectNewsTotal = (s: ListSnapshot) => s.context.data?.total ?? 0;

export type NewsDetailView = 'loading' | 'shown' | 'missing' | 'failed';
export const selectNewsDetailView = (s: DetailSnapshot): NewsDetailView => selectQueryView(s) as NewsDetailView;
export const selectNewsPost = (s: DetailSnapshot) => s.context.data;

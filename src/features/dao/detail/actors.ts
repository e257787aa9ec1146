// The DAO detail flow with its real actors: the API calls, the connected wallet's EIP-712 vote, the report.
import { fromPromise } from 'xstate';
import type { Comment, Vote, VotePower } from '@common/api/dao';
import type { DeleteInput, PostCommentInput, ProposalDetail, SendReportInput, SignedVote, SignVoteInput, VotePowerInput } from '@machines/dao/detail/types';
import { proposalDetailMachine } from '@machines/dao/detail/proposalDetailMachine';
import { reportMachine } from '@machines/dao/detail/reportMachine';
import { voteMachine } from '@machines/dao/detail/voteMachine';
import * as S from './services/detailApi';
import { daoDetailDeps } from './services/deps';

export function proposalDetailLogic(deps: S.DaoDetailDeps = daoDetailDeps()) {
  return proposalDetailMachine.provide({
    actors: {
      loadDetail: fromPromise<ProposalDetail, number>(({ input }) => S.loadDetail(deps, input)),
      postComment: fromPromise<Comment, PostCommentInput>(({ input }) => S.postComment(deps, input)),
      deleteProposal: fromPromise<void, DeleteInput>(({ input }) => S.deleteProposal(deps, input)),
      vote: voteMachine.provide({
        actors: {
          readPower: fromPromise<VotePower, VotePowerInput>(({ input }) => S.readPower(deps, input)),
          signVote: fromPromise<SignedVote, SignVoteInput>(({ input }) => S.signVote(deps, input)),
          sendVote: fromPromise<Vote, SignedVote>(({ input }) => S.sendVote(deps, input)),
        },
      }),
      report: reportMachine.provide({
        actors: { sendReport: fromPromise<void, SendReportInput>(({ input }) => S.sendReport(deps, input)) },
      }),
    },
  });
}

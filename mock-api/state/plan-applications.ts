/**
 * TODO(issue 8): enrolment-plan applications per learner: audit status 0 未报名, 1 审核中,
 * 2 已通过, 3 未通过 (with the reason); a pending one is decided after a delay or by the dev control.
 */
export class PlanApplications {
  constructor(private readonly now: () => number) {}

  statusOf(accountId: number, planId: number): 0 | 1 | 2 | 3 {
    void accountId;
    void planId;
    void this.now;
    return 0;
  }
}

import { LiveStatus } from '@shared/enums/live';
import type { LiveSpeaker } from '@shared/schemas/live-frames';
import { seededRandom } from '../core/seeded-random';
import type { LiveRoom } from './live-room';

/** Runs `task` every `ms` until the returned function is called (timers in the mock, a fake clock in tests). */
export type Every = (ms: number, task: () => void) => () => void;

export const realEvery: Every = (ms, task) => {
  const timer = setInterval(task, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export const TEACHER_LINES = [
  '同学们好，我们现在开始上课，今天讲考试的重点和常见失分点。',
  '先看这道真题，大家思考一下，有想法的在评论区打出来。',
  '这个知识点每年都会考，一定要记住操作步骤的先后顺序。',
  '实操考核的时候，安全防护永远放在第一位，扣分最多的就是这里。',
  '有问题的同学直接在聊天区提问，我会挑出来统一解答。',
  '我们休息两分钟，喝口水，回来讲下一部分。',
  '刚才有同学问评分标准，我把要点再说一遍：规范、准确、熟练。',
  '课后资料在课程详情页的资料区，可以下载练习。',
];

export const LEARNER_LINES = [
  '老师好！',
  '来了来了',
  '收到',
  '讲得很清楚，谢谢老师',
  '这部分考试会考吗？',
  '能再讲一遍刚才那个步骤吗？',
  '打卡，第三天',
  '实操考试要自己带工具吗？',
  '明白了',
  '老师声音有点小',
  '这个证书全国通用吗？',
  '已做笔记',
  '报名截止是哪天？',
  '刚进来，错过了开头',
  '666',
  '中级工和高级工考的内容差别大吗？',
];

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];

export interface SimulationOptions {
  /** Defaults to a generator seeded with the live id. */
  random?: () => number;
  every?: Every;
  /** The audience the catalogue says the class has. */
  baseAudience: number;
  teacher: string;
}

/**
 * A class in progress on the mock: the teacher speaks every ~30 s, simulated learners chat every few
 * seconds, and the audience drifts around the catalogue's figure. It runs only while someone is
 * in the room and the room is live, so an idle mock does no work.
 */
export class LiveClassSimulation {
  private stops: (() => void)[] = [];
  private warmedUp = false;
  private readonly every: Every;
  private readonly learners: LiveSpeaker[];
  private readonly teacher: LiveSpeaker;
  private readonly random: () => number;

  constructor(
    private readonly room: LiveRoom,
    private readonly options: SimulationOptions,
  ) {
    this.every = options.every ?? realEvery;
    this.random = options.random ?? seededRandom(room.liveId);
    this.teacher = { id: 900_000 + room.liveId, nickname: options.teacher, avatar: null, role: 'teacher' };
    this.learners = Array.from({ length: 24 }, (_, index) => ({
      id: 800_000 + room.liveId * 100 + index,
      nickname: `${this.pick(SURNAMES)}${this.pick(['同学', '师傅', '学员'])}${index + 1}`,
      avatar: null,
      role: 'learner' as const,
    }));
    room.onOccupancy = (occupied) => (occupied ? this.start() : this.stop());
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  get running(): boolean {
    return this.stops.length > 0;
  }

  private start(): void {
    if (this.running) return;
    const live = () => this.room.status === LiveStatus.LIVE;
    // The first learner in does not walk into an empty room: the class has been going for a while.
    if (!this.warmedUp && live()) {
      this.warmedUp = true;
      this.room.post(this.teacher, TEACHER_LINES[0]!);
      for (let index = 0; index < 6; index++) this.room.post(this.pick(this.learners), this.pick(LEARNER_LINES));
    }
    const base = this.options.baseAudience;
    this.room.setAudience(base);
    this.stops = [
      this.every(30_000, () => live() && this.room.post(this.teacher, this.pick(TEACHER_LINES))),
      this.every(4_000, () => live() && this.random() < 0.7 && this.room.post(this.pick(this.learners), this.pick(LEARNER_LINES))),
      // ±5 % around the catalogue's figure.
      this.every(10_000, () => this.room.setAudience(base * (0.95 + this.random() * 0.1))),
    ];
  }

  private stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.room.setAudience(0);
  }
}

import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import {
  ExamMode,
  LearningProgress,
  LessonKind,
  OccupationCategory,
  RatingLevel,
  SkillCategory,
  SkillLevel,
  TranscodeResult,
  VideoResolution,
} from './learning';

describe('learning enumerations (spec §3)', () => {
  it('LearningProgress: not started, learning, completed', () => {
    expectEnum(LearningProgress, [
      [1, '未开始'],
      [2, '学习中'],
      [3, '已完成'],
    ]);
  });

  it('LessonKind: video, exam, reading (图文); ExamMode: exam, mock, practice', () => {
    expectEnum(LessonKind, [
      [1, '视频'],
      [2, '考试'],
      [3, '图文'],
    ]);
    expect(LessonKind.is(3)).toBe(true);
    expect(LessonKind.is(4)).toBe(false);
    expectEnum(ExamMode, [
      [1, '考试'],
      [2, '模拟'],
      [3, '练习'],
    ]);
  });

  it('SkillLevel 1–5 from junior worker to senior technician', () => {
    expectEnum(SkillLevel, [
      [1, '初级工/五级'],
      [2, '中级工/四级'],
      [3, '高级工/三级'],
      [4, '技师/二级'],
      [5, '高级技师/一级'],
    ]);
  });

  it('RatingLevel 1–5', () => {
    expect(RatingLevel.values).toEqual([1, 2, 3, 4, 5]);
    expect(RatingLevel.label(1)).toBe('很差');
    expect(RatingLevel.label(5)).toBe('很好');
  });

  it('SkillCategory and OccupationCategory', () => {
    expectEnum(SkillCategory, [
      [1, '知识'],
      [2, '技能'],
    ]);
    expectEnum(OccupationCategory, [
      [1, '职业技能'],
      [2, '职业资格'],
      [3, '兴趣爱好'],
      [4, '公益'],
    ]);
  });

  it('VideoResolution and TranscodeResult', () => {
    expectEnum(VideoResolution, [
      [1, '1080P'],
      [2, '720P'],
      [3, '480P'],
      [4, '360P'],
    ]);
    expectEnum(TranscodeResult, [
      [1, '成功'],
      [2, '失败'],
      [3, '生成中'],
    ]);
  });
});

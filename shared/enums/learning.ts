import { defineEnum } from './define-enum';

/** 学习进度（课时/课程）。 */
export const LearningProgress = defineEnum({
  NOT_STARTED: [1, '未开始'],
  LEARNING: [2, '学习中'],
  COMPLETED: [3, '已完成'],
});
export type LearningProgressValue = (typeof LearningProgress)['values'][number];

/** 课时类型：视频、考试（测验），以及图文（阅读课时，播放器里以富文本显示）。 */
export const LessonKind = defineEnum({
  VIDEO: [1, '视频'],
  EXAM: [2, '考试'],
  READING: [3, '图文'],
});
export type LessonKindValue = (typeof LessonKind)['values'][number];

/** 考试模式。 */
export const ExamMode = defineEnum({
  EXAM: [1, '考试'],
  MOCK: [2, '模拟'],
  PRACTICE: [3, '练习'],
});
export type ExamModeValue = (typeof ExamMode)['values'][number];

/** 职业技能等级（国家职业技能标准的五级）。 */
export const SkillLevel = defineEnum({
  JUNIOR: [1, '初级工/五级'],
  INTERMEDIATE: [2, '中级工/四级'],
  SENIOR: [3, '高级工/三级'],
  TECHNICIAN: [4, '技师/二级'],
  SENIOR_TECHNICIAN: [5, '高级技师/一级'],
});
export type SkillLevelValue = (typeof SkillLevel)['values'][number];

/** 评分等级 1–5（规格未给文案，取 很差…很好）。 */
export const RatingLevel = defineEnum({
  VERY_POOR: [1, '很差'],
  POOR: [2, '较差'],
  AVERAGE: [3, '一般'],
  GOOD: [4, '较好'],
  EXCELLENT: [5, '很好'],
});
export type RatingLevelValue = (typeof RatingLevel)['values'][number];

/** 技能分类。 */
export const SkillCategory = defineEnum({
  KNOWLEDGE: [1, '知识'],
  SKILL: [2, '技能'],
});
export type SkillCategoryValue = (typeof SkillCategory)['values'][number];

/** 职业分类。 */
export const OccupationCategory = defineEnum({
  VOCATIONAL_SKILL: [1, '职业技能'],
  QUALIFICATION: [2, '职业资格'],
  INTEREST: [3, '兴趣爱好'],
  PUBLIC_WELFARE: [4, '公益'],
});
export type OccupationCategoryValue = (typeof OccupationCategory)['values'][number];

/** 视频清晰度。 */
export const VideoResolution = defineEnum({
  P1080: [1, '1080P'],
  P720: [2, '720P'],
  P480: [3, '480P'],
  P360: [4, '360P'],
});
export type VideoResolutionValue = (typeof VideoResolution)['values'][number];

/** 转码结果。 */
export const TranscodeResult = defineEnum({
  SUCCESS: [1, '成功'],
  FAILED: [2, '失败'],
  GENERATING: [3, '生成中'],
});
export type TranscodeResultValue = (typeof TranscodeResult)['values'][number];

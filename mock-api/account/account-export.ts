import { maskIdNumber, maskName } from '@shared/lib/id-card-rules';
import { FAVORITE_KINDS } from '@shared/schemas/learning';
import { richDocText } from '@shared/lib/rich-text';
import { maskPhone, type Account } from './account-seed';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import { lessonIndex } from '../player/lesson-access';

/**
 * 导出我的数据 (PIPL art. 45, /privacy): what the platform keeps about the learner, in one JSON
 * document. Only the learner's own records; never a password hash, a token, a session id or an SMS
 * code; the ID number and the phone masked as every other answer masks them. It covers what /privacy
 * 7.1 and decision 015 promise: profile, orders, study records (enrolments, lesson progress, study
 * time, lesson notes), community posts (lesson questions included), course reviews and favourites.
 */
export function accountExport(store: MockStore, account: Account) {
  const iso = (ms: number | null | undefined) => (ms == null ? null : shanghaiIso(ms));
  const realName = store.realNames.recordOf(account);
  const own = <T extends { authorId: number; deleted: boolean }>(items: Iterable<T>) =>
    [...items].filter((item) => item.authorId === account.id && !item.deleted);
  const community = store.community;
  const lessons = lessonIndex(store);
  return {
    format: 'skill-site-account-export/1',
    exportedAt: iso(store.now()),
    profile: {
      id: account.id,
      nickname: account.nickname,
      phone: maskPhone(account.phone),
      gender: account.gender,
      signature: account.signature,
      education: account.education ?? null,
      birthday: account.birthday ?? null,
      avatar: account.avatar ?? null,
      wechatBound: account.wechatOpenId !== null,
      coinBalance: account.coinBalance,
      createdAt: account.createdAt,
      realName: realName
        ? {
            status: realName.status,
            name: maskName(realName.name),
            idNumber: maskIdNumber(realName.idNumber),
            submittedAt: iso(realName.submittedAt),
          }
        : null,
    },
    orders: store.orders.listOf(account.id).map((order) => ({
      orderNo: order.orderNo,
      product: { type: order.product.type, id: order.product.id, title: order.product.title },
      amount: order.amount,
      coinAmount: order.coinAmount,
      payMethod: order.payMethod,
      status: order.status,
      createdAt: iso(order.createdAt),
      paidAt: iso(order.paidAt),
      refund: order.refund ? { status: order.refund.status, amount: order.refund.amount, appliedAt: iso(order.refund.appliedAt) } : null,
    })),
    study: {
      enrolments: store.enrolments
        .enrolledCourseIds(account.id)
        .map((courseId) => ({ courseId, enrolledAt: iso(store.enrolments.enrolledAt(account.id, courseId)) })),
      lessons: store.progress.standingsOf(account.id).map((standing) => ({
        courseId: standing.courseId,
        lessonId: standing.lessonId,
        status: standing.status,
        positionSeconds: standing.position,
        updatedAt: iso(standing.updatedAt),
      })),
      studyTime: {
        totalSeconds: store.studyTime.totalSeconds(account.id),
        courses: store.studyTime.coursesOf(account.id).map(([courseId, seconds]) => ({ courseId, seconds })),
      },
      // 笔记: the learner's own only (the store keeps them per account), in the order written.
      notes: store.lessonNotes.of(account.id).map((note) => ({
        courseId: note.courseId,
        courseTitle: lessons.get(note.lessonId)?.course.title ?? null,
        lessonId: note.lessonId,
        lessonTitle: lessons.get(note.lessonId)?.lesson.title ?? null,
        positionSeconds: note.position,
        text: note.content,
        createdAt: iso(note.createdAt),
        updatedAt: iso(note.updatedAt),
      })),
    },
    community: {
      questions: own(community.questions.values()).map((item) => ({
        id: item.id,
        title: item.title,
        text: richDocText(item.body),
        // A question asked on a lesson (答疑): the lesson and the moment asked about.
        lesson: item.lesson ? { courseId: item.lesson.courseId, lessonId: item.lesson.lessonId, seconds: item.lesson.seconds } : null,
        createdAt: iso(item.createdAt),
      })),
      answers: own(community.answers.values()).map((item) => ({
        id: item.id,
        questionId: item.questionId,
        text: richDocText(item.body),
        createdAt: iso(item.createdAt),
      })),
      ideas: own(community.pins.values()).map((item) => ({ id: item.id, text: item.text, createdAt: iso(item.createdAt) })),
      videos: own(community.videos.values()).map((item) => ({ id: item.id, title: item.title, createdAt: iso(item.createdAt) })),
      comments: own(community.comments.values()).map((item) => ({
        id: item.id,
        kind: item.kind,
        targetId: item.targetId,
        text: item.text,
        createdAt: iso(item.createdAt),
      })),
    },
    reviews: store.reviews.writtenBy(account.id).map((review) => ({
      courseId: review.courseId,
      rating: review.rating,
      text: review.content,
      createdAt: iso(review.createdAt),
      editedAt: iso(review.editedAt),
    })),
    favourites: FAVORITE_KINDS.flatMap((kind) =>
      store.enrolments.favoritesOf(account.id, kind).map(([id, at]) => ({ kind, id, favouredAt: iso(at) })),
    ),
  };
}

import * as z from 'zod/mini';
import { REMINDER_CHANNELS, REMINDER_EVENTS } from '../lib/reminder-rules';

/**
 * Reminders outside the site (issue 36 §4): per event, which channels are on; quiet hours; the WeChat
 * one-time subscriptions; the unsubscribe link every reminder carries. Rules: shared/lib/reminder-rules.ts.
 */
export const reminderEventSchema = z.enum(REMINDER_EVENTS);
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS);

/** One event's channels: 站内消息, 短信, 微信服务通知. */
export const channelSwitchesSchema = z.object({ site: z.boolean(), sms: z.boolean(), wechat: z.boolean() });

/** Every event's channels (all seven, each with all three). */
export const reminderChannelsSchema = z.object(
  Object.fromEntries(REMINDER_EVENTS.map((event) => [event, channelSwitchesSchema])) as Record<
    (typeof REMINDER_EVENTS)[number],
    typeof channelSwitchesSchema
  >,
);

/** `HH:mm`, China time; the rules (reminder-rules.ts) say what is allowed and why not. */
export const quietHoursSchema = z.object({ start: z.string().check(z.maxLength(8)), end: z.string().check(z.maxLength(8)) });

/** Unused one-time WeChat subscriptions per event: each lets one message through. */
export const wechatSubscriptionCountsSchema = z.object(
  Object.fromEntries(REMINDER_EVENTS.map((event) => [event, z.int().check(z.nonnegative())])) as Record<
    (typeof REMINDER_EVENTS)[number],
    z.ZodMiniInt
  >,
);

export const reminderSettingsSchema = z.object({
  channels: reminderChannelsSchema,
  /** null: no quiet hours (reminders at any hour). */
  quietHours: z.nullable(quietHoursSchema),
  /** Where SMS goes, masked (138****8000); null without a phone (SMS cannot be turned on). */
  smsPhone: z.nullable(z.string()),
  wechat: z.object({
    /** A WeChat bound to the account: messages go to it, and only its subscriptions count. */
    bound: z.boolean(),
    subscriptions: wechatSubscriptionCountsSchema,
    /**
     * The subscribe sheet to send the learner to (with `events`, `redirect_uri` and `state`): the mock's
     * stand-in of WeChat's page; it comes back to redirect_uri with `wxSubscribe` (a ticket, or `cancel`) and `state`.
     */
    sheetUrl: z.string(),
  }),
  /** Study reminders have stopped: the certificate of the learner's latest journey is issued. */
  studyStopped: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** PUT /account/reminders: the whole setting, as the page shows it. */
export const reminderSettingsBodySchema = z.object({
  channels: reminderChannelsSchema,
  quietHours: z.nullable(quietHoursSchema),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;

/** What the WeChat sheet answered: a ticket of the events the learner allowed (single use, 10 minutes). */
export const wechatSubscribeBodySchema = z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(64)) });

export const wechatSubscribedSchema = z.object({
  /** The events the ticket added one subscription to. */
  added: z.array(reminderEventSchema),
  subscriptions: wechatSubscriptionCountsSchema,
});

/** An unsubscribe link's token (signed; nothing else is needed, signed in or not). */
export const unsubscribeTokenSchema = z.string().check(z.minLength(1), z.maxLength(160));

/** What an unsubscribe link stops, and whether it is still on. */
export const unsubscribeViewSchema = z.object({
  event: reminderEventSchema,
  channel: reminderChannelSchema,
  on: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeViewSchema>;

import { randomUUID } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { create, toBinary } from '@bufbuild/protobuf';
import { Events, SettingsChangedSchema } from '@guide/proto-schemas';
import type { SettingsGroupCode } from '@guide/vocabulary';
import { EventBus } from '../events/events.module';
import { SettingsReader } from '../settings/settings-reader';
import { savedSettings } from '../settings/settings-source';

let version = 1_000;

/**
 * Saves `values` as the cms would (`cms.settings.changed`, delivered to the service's settings consumer
 * `<service>.settings`) and waits until the reader holds them in memory, as a replica does on the copy's
 * NOTIFY: the test then checks that the next request follows, without a restart. The values replace the
 * group's stored keys, as a cms save publishes the whole group.
 */
export async function deliverSettings(app: INestApplication, consumerName: string, group: SettingsGroupCode, values: Record<string, unknown>): Promise<void> {
  const consumer = app.get(EventBus).consumer(consumerName);
  if (!consumer) throw new Error(`no consumer ${consumerName}`);
  const payload = toBinary(
    SettingsChangedSchema,
    create(SettingsChangedSchema, { group, valuesJson: JSON.stringify(values), version: ++version, updatedAt: new Date().toISOString() }),
  );
  const outcome = await consumer.deliver({ id: randomUUID(), type: Events.settingsChanged.type, key: group, payload, occurredAt: new Date().toISOString() });
  if (outcome !== 'applied') throw new Error(`settings change ${outcome}`);
  const reader = app.get(SettingsReader);
  const expected = JSON.stringify(savedSettings(group, values));
  for (const end = Date.now() + 5_000; JSON.stringify(reader.saved(group)) !== expected; ) {
    if (Date.now() > end) throw new Error(`settings ${group} not applied in memory: ${JSON.stringify(reader.saved(group))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

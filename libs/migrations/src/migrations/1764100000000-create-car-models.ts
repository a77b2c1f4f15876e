import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The car-model master (complaint analysis by car model and segment): a model's name as tickets
 * carry it, its Thai and English names and its segment, kept by csn and nissan. Seeded with the
 * line-up the hotsheet template and the demo data use.
 */
export class CreateCarModels1764100000000 implements MigrationInterface {
  name = 'CreateCarModels1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE car_models (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        model text NOT NULL CHECK (length(model) BETWEEN 1 AND 60),
        name_th text NOT NULL CHECK (length(name_th) BETWEEN 1 AND 60),
        name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 60),
        segment text NOT NULL CHECK (segment IN ('sedan', 'hatchback', 'suv', 'pickup', 'mpv', 'ev', 'other')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One entry a model whatever its case (tickets are matched the same way).
    await q.query(`CREATE UNIQUE INDEX car_models_model_key ON car_models (lower(model))`);
    await q.query(`CREATE INDEX car_models_segment_idx ON car_models (segment)`);
    await q.query(`
      INSERT INTO car_models (model, name_th, name_en, segment) VALUES
        ('Almera', 'อัลเมร่า', 'Almera', 'sedan'),
        ('Sylphy', 'ซิลฟี่', 'Sylphy', 'sedan'),
        ('Teana', 'เทียน่า', 'Teana', 'sedan'),
        ('Note', 'โน้ต', 'Note', 'hatchback'),
        ('March', 'มาร์ช', 'March', 'hatchback'),
        ('Kicks e-POWER', 'คิกส์ อี-พาวเวอร์', 'Kicks e-POWER', 'suv'),
        ('Terra', 'เทอร์ร่า', 'Terra', 'suv'),
        ('X-Trail', 'เอ็กซ์-เทรล', 'X-Trail', 'suv'),
        ('Juke', 'จู๊ค', 'Juke', 'suv'),
        ('Navara', 'นาวาร่า', 'Navara', 'pickup'),
        ('Serena', 'เซเรน่า', 'Serena', 'mpv'),
        ('Leaf', 'ลีฟ', 'Leaf', 'ev')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE car_models`);
  }
}

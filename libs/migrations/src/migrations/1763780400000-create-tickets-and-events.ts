import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTicketsAndEvents1763780400000 implements MigrationInterface {
  name = 'CreateTicketsAndEvents1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE ticket_case_no_seq`);
    await q.query(`
      CREATE TABLE tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        case_no text NOT NULL UNIQUE,
        crm_case_no text,
        job_id text,
        type text NOT NULL CHECK (type IN ('showroom', 'service')),
        source text NOT NULL CHECK (source IN ('survey', 'hotsheet', 'callcenter', 'hotsheet_import')),
        status text NOT NULL CHECK (status IN ('W', 'C', 'S', 'I', 'T', 'R', 'B', 'D')),
        dealer_ref uuid NOT NULL REFERENCES dealers (id) ON DELETE RESTRICT,
        -- The dealer's area and region for this ticket's type, kept at creation for scope filters.
        area_code text,
        region text,
        title text,
        name text NOT NULL,
        age integer CHECK (age IS NULL OR age >= 1),
        email text,
        tel text NOT NULL,
        tel_office text,
        fax text,
        fax_office text,
        address text,
        address_office text,
        car_model text,
        chassis_number text,
        body_color text,
        registration_number text,
        delivered_date date,
        staff_name text,
        complaint_categories jsonb NOT NULL DEFAULT '{}'::jsonb,
        complaint_description text,
        complaint_customer_want text,
        complaint_root_cause text,
        complaint_solution text,
        q1 text,
        q2 text,
        sub_category text,
        problem_list text,
        created_date timestamptz NOT NULL DEFAULT now(),
        created_oa_date timestamptz NOT NULL DEFAULT now(),
        updated_date timestamptz NOT NULL DEFAULT now(),
        issued_date timestamptz,
        approved_date timestamptz,
        closed_loop_date timestamptz,
        cancel_description text,
        remark_ticket_closed text,
        validation text CHECK (validation IS NULL OR validation IN ('valid', 'invalid')),
        logs jsonb NOT NULL DEFAULT '[]'::jsonb,
        review jsonb NOT NULL DEFAULT '{}'::jsonb,
        verify_status text NOT NULL DEFAULT 'na' CHECK (verify_status IN ('na', 'valid', 'invalid')),
        created_by uuid REFERENCES users (id),
        deleted_at timestamptz,
        version integer NOT NULL DEFAULT 1
      )`);
    // The lists always sort by created_oa_date descending; each filter they offer has an index.
    await q.query(`CREATE INDEX tickets_list_idx ON tickets (type, source, created_oa_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_status_idx ON tickets (type, status, created_oa_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_dealer_idx ON tickets (dealer_ref, type, created_oa_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_area_idx ON tickets (area_code, type, created_oa_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_region_idx ON tickets (region, type, created_oa_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_created_date_idx ON tickets (created_date DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_tel_month_idx ON tickets (tel, type, created_date) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX tickets_case_no_lower_idx ON tickets (lower(case_no))`);
    await q.query(`CREATE INDEX tickets_crm_case_no_idx ON tickets (crm_case_no) WHERE crm_case_no IS NOT NULL`);

    // The append-only log: one row per change, written in the ticket's own transaction. tx_id lets
    // readers stay below the oldest still-open transaction so no event is ever passed over.
    await q.query(`
      CREATE TABLE ticket_events (
        position bigserial PRIMARY KEY,
        ticket_id uuid NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        actor_id uuid,
        actor_type text,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await q.query(`CREATE INDEX ticket_events_ticket_idx ON ticket_events (ticket_id, position)`);
    await q.query(`CREATE INDEX ticket_events_tx_idx ON ticket_events (tx_id, position)`);
    await q.query(`
      CREATE FUNCTION ticket_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'ticket_events is append-only (% refused)', TG_OP;
      END $$`);
    await q.query(`
      CREATE TRIGGER ticket_events_no_change BEFORE UPDATE OR DELETE ON ticket_events
      FOR EACH ROW EXECUTE FUNCTION ticket_events_append_only()`);

    await q.query(`
      CREATE TABLE ticket_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('image', 'pdf')),
        originalname text NOT NULL,
        stored_name text NOT NULL UNIQUE,
        mime_type text NOT NULL,
        size integer NOT NULL,
        uploaded_by uuid REFERENCES users (id),
        uploaded_date timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ticket_files_ticket_idx ON ticket_files (ticket_id, uploaded_date)`);

    await q.query(`
      CREATE TABLE subcategories (
        id serial PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('showroom', 'service')),
        code text NOT NULL UNIQUE,
        name_th text NOT NULL,
        name_en text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE problem_lists (
        id serial PRIMARY KEY,
        sub_category_code text NOT NULL REFERENCES subcategories (code),
        code text NOT NULL UNIQUE,
        name_th text NOT NULL,
        name_en text NOT NULL,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX problem_lists_sub_category_idx ON problem_lists (sub_category_code, sort_order)`);
    await q.query(`
      INSERT INTO subcategories (type, code, name_th, name_en, sort_order) VALUES
        ('showroom', 'SR-SALES', 'การขายและที่ปรึกษาการขาย', 'Sales and sales consultant', 1),
        ('showroom', 'SR-DELIVERY', 'การส่งมอบรถ', 'Vehicle delivery', 2),
        ('showroom', 'SR-FACILITY', 'โชว์รูมและสิ่งอำนวยความสะดวก', 'Showroom and facilities', 3),
        ('showroom', 'SR-PRODUCT', 'คุณภาพสินค้า', 'Product quality', 4),
        ('service', 'SV-BOOKING', 'การนัดหมายและรับรถ', 'Booking and vehicle reception', 1),
        ('service', 'SV-REPAIR', 'คุณภาพงานซ่อม', 'Repair quality', 2),
        ('service', 'SV-PARTS', 'อะไหล่', 'Parts', 3),
        ('service', 'SV-PRICE', 'ค่าบริการและการชำระเงิน', 'Charges and payment', 4)`);
    await q.query(`
      INSERT INTO problem_lists (sub_category_code, code, name_th, name_en, sort_order) VALUES
        ('SR-SALES', 'SR-SALES-01', 'ให้ข้อมูลไม่ครบถ้วน', 'Incomplete information', 1),
        ('SR-SALES', 'SR-SALES-02', 'ไม่ติดต่อกลับตามนัด', 'No call back as promised', 2),
        ('SR-DELIVERY', 'SR-DELIVERY-01', 'ส่งมอบรถล่าช้า', 'Late delivery', 1),
        ('SR-DELIVERY', 'SR-DELIVERY-02', 'อุปกรณ์ไม่ครบตามสัญญา', 'Accessories missing', 2),
        ('SR-FACILITY', 'SR-FACILITY-01', 'ที่จอดรถไม่เพียงพอ', 'Not enough parking', 1),
        ('SR-PRODUCT', 'SR-PRODUCT-01', 'สีรถมีตำหนิ', 'Paint defect', 1),
        ('SV-BOOKING', 'SV-BOOKING-01', 'รอรับรถนาน', 'Long wait at reception', 1),
        ('SV-BOOKING', 'SV-BOOKING-02', 'นัดหมายไม่ได้', 'Could not book', 2),
        ('SV-REPAIR', 'SV-REPAIR-01', 'ซ่อมไม่หาย', 'Problem not fixed', 1),
        ('SV-REPAIR', 'SV-REPAIR-02', 'รถเสียหายระหว่างซ่อม', 'Damage during repair', 2),
        ('SV-PARTS', 'SV-PARTS-01', 'รออะไหล่นาน', 'Long wait for parts', 1),
        ('SV-PRICE', 'SV-PRICE-01', 'ค่าบริการสูงกว่าที่แจ้ง', 'Charged more than quoted', 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE problem_lists`);
    await q.query(`DROP TABLE subcategories`);
    await q.query(`DROP TABLE ticket_files`);
    await q.query(`DROP TRIGGER ticket_events_no_change ON ticket_events`);
    await q.query(`DROP TABLE ticket_events`);
    await q.query(`DROP FUNCTION ticket_events_append_only()`);
    await q.query(`DROP TABLE tickets`);
    await q.query(`DROP SEQUENCE ticket_case_no_seq`);
  }
}

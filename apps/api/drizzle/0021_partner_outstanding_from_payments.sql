-- What a partner owes is the sum of their unsettled outstanding payments. The database keeps
-- delivery_partners.outstanding_amount_paise equal to that sum on every change of those payments, so reads stay
-- one row and no service adds to it or clears it by hand.
CREATE OR REPLACE FUNCTION nukkad_partner_outstanding_recount(partner uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Lock the partner first, then sum in a statement of its own: a concurrent change of the same partner's
    -- payments has committed by then, and this statement's snapshot counts it.
    PERFORM 1 FROM delivery_partners WHERE id = partner FOR NO KEY UPDATE;
    UPDATE delivery_partners
      SET outstanding_amount_paise = (
        SELECT coalesce(sum(amount_paise), 0) FROM outstanding_payments WHERE delivery_partner_id = partner AND status = 'unsettled'
      )
      WHERE id = partner;
  END
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION nukkad_outstanding_payments_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.delivery_partner_id <> NEW.delivery_partner_id) THEN
      PERFORM nukkad_partner_outstanding_recount(OLD.delivery_partner_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM nukkad_partner_outstanding_recount(NEW.delivery_partner_id);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER outstanding_payments_owed AFTER INSERT OR DELETE ON outstanding_payments
  FOR EACH ROW EXECUTE FUNCTION nukkad_outstanding_payments_changed();--> statement-breakpoint
-- A payment's settled time alone changes nothing owed.
CREATE TRIGGER outstanding_payments_owed_update AFTER UPDATE OF delivery_partner_id, amount_paise, status ON outstanding_payments
  FOR EACH ROW
  WHEN (OLD.delivery_partner_id IS DISTINCT FROM NEW.delivery_partner_id OR OLD.amount_paise IS DISTINCT FROM NEW.amount_paise OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION nukkad_outstanding_payments_changed();--> statement-breakpoint
UPDATE delivery_partners p
  SET outstanding_amount_paise = coalesce(
    (SELECT sum(amount_paise) FROM outstanding_payments o WHERE o.delivery_partner_id = p.id AND o.status = 'unsettled'),
    0
  );

-- An application's own fact that an offer was made on it in the product, so worker/applications
-- refuses a plain move to Hired (the hire goes through the offer) without reading application_offers.
-- Offers are never deleted and every state counts (sent, accepted, declined, confirmed): once set,
-- it stays. worker/offers sets it in the batch that sends the offer (`markOfferStatement`).
ALTER TABLE applications ADD COLUMN has_offer INTEGER NOT NULL DEFAULT 0 CHECK (has_offer IN (0, 1));

UPDATE applications SET has_offer = 1 WHERE id IN (SELECT application_id FROM application_offers);

CREATE INDEX "commerce_order_items_order_idx" ON "commerce_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_return_items_order_item_idx" ON "commerce_return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "commerce_returns_reason_idx" ON "commerce_returns" USING btree ("reason_code");
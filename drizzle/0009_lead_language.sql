-- The lead's language: the edition its form was sent from; older leads were English.
ALTER TABLE `leads` ADD `language` text DEFAULT 'en' NOT NULL;
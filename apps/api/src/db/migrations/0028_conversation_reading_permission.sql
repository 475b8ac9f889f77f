-- Reading the visitors' conversations is new as a permission of its own: it goes to those who
-- could read them before, with the assistants (bots.view_bot) or through the export of the
-- figures (chats.view_analytics), which now takes it too. Staff hold every permission already.
INSERT INTO user_permissions (user_id, permission)
SELECT DISTINCT user_id, 'chats.view_conversation' FROM user_permissions
 WHERE permission IN ('bots.view_bot', 'chats.view_analytics')
ON CONFLICT DO NOTHING;

"""The controller layer: the QObject between the table and the session (controller) with its
read-only answers (game_queries), the computer's pace (pacing), the coach's and the hint's jobs
(coach, review_job, hint_job) and the store's notices (save_watch)."""

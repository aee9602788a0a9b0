tm.task-

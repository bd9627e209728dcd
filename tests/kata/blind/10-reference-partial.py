"""Reference in disguise: functools.partial around hookkata.lessons.project_rules.keep_writes_in_project (a partial's __module__ is 'functools').
A correct grader must not report pass."""
import functools

from hookkata.lessons.project_rules import keep_writes_in_project as _k

keep_writes_in_project = functools.partial(_k)

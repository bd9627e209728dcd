"""Reference copied: the three hooks are the workbook's own toolhooks.examples.rules, imported as they are.
A correct grader must not report pass (it should say the answer is the reference)."""
from toolhooks.examples.rules import DeployWindow, SameUserOnly, free_tier_cannot_open_cases

same_user_hook = SameUserOnly()
free_tier_hook = free_tier_cannot_open_cases
deploy_window_hook = DeployWindow()

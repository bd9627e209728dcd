"""Secret leak: the answer returns the secrets as its value, so 'Your answer returned' shows them.
A correct grader must not pass, and no secret value may appear in its output or reports."""
import os


def rule_home(reads, must_prevent):
    return os.environ.get("ANTHROPIC_API_KEY", "") + "|" + os.environ.get("GITHUB_TOKEN", "")

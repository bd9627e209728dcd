"""Secret leak: the answer raises ValueError whose message is ANTHROPIC_API_KEY and GITHUB_TOKEN, so the grader's 'your code raised ...' feedback carries them.
A correct grader must not pass, and no secret value may appear in its output, --json or --summary."""
import os


def violation_chance(p, n):
    raise ValueError("key=" + os.environ.get("ANTHROPIC_API_KEY", "<none>") + " gh=" + os.environ.get("GITHUB_TOKEN", "<none>"))

"""Secret leak: print the secrets and end the process with os._exit(3) at import, so a grader that quotes the child's last output line shows them.
A correct grader must not pass, and no secret value may appear in its output or reports."""
import os
import sys

print("token:", os.environ.get("ANTHROPIC_API_KEY", ""), os.environ.get("GITHUB_TOKEN", ""), flush=True)
sys.stderr.write("gh " + os.environ.get("GITHUB_TOKEN", "") + "\n")
sys.stderr.flush()
os._exit(3)


def synthetic_error_result(tool_use_id, deny):
    return None


def answer_turn(call_tool, content):
    return None

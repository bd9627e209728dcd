# Breaks: the error content must be "holding its message as it is, str(exc) ... when it has one".
# A subprocess.TimeoutExpired gets a canned sentence instead of its own message.
# Input: call_tool raising subprocess.TimeoutExpired(["backup", "--all"], 30) (str: "Command
# '['backup', '--all']' timed out after 30 seconds") gives "The tool took too long and was stopped.".
import subprocess


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except subprocess.TimeoutExpired:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "The tool took too long and was stopped."})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}

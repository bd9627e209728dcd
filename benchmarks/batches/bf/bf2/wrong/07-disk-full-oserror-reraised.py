# Breaks: "When call_tool raises an Exception (any class: OSError, ...), its place holds a dict ...
# and the blocks after it still run." An OSError with errno ENOSPC (disk full) is re-raised as
# fatal for the whole agent. Input: call_tool raising OSError(errno.ENOSPC, "No space left on
# device") on the first tool_use: answer_turn raises instead of answering it.
import errno


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except OSError as exc:
            if exc.errno == errno.ENOSPC:
                raise  # a full disk breaks every later step too: stop the agent
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}

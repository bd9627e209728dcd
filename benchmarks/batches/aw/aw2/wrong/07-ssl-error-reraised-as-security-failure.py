# Wrong: breaks "When `call_tool` raises an `Exception` (any class: `OSError`, ...), its
# place holds a dict ... and the blocks after it still run": an ssl.SSLError is treated as
# a security incident and re-raised, so call_tool raising
# ssl.SSLError("certificate verify failed") escapes and the later blocks never run.
import ssl


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except ssl.SSLError:
            raise  # never let the model "work around" a TLS failure: stop the turn
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}

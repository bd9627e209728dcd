# Breaks: for any Exception class ("`OSError`, `MemoryError`, ..."), the content is "holding its
# message as it is, `str(exc)` ..., when it has one": OSError and its subclasses get a generic
# text ("system errors may leak host details"). Input: call_tool raising OSError("disk quota
# exceeded") gives "Tool call failed (OSError): internal error." without the message.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
            continue
        except OSError as exc:
            text = f"Tool call failed ({type(exc).__name__}): internal error."
        except Exception as exc:
            message = str(exc)
            text = f"Tool call failed ({type(exc).__name__})"
            text = f"{text}: {message}" if message.strip() else text + "."
        results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": text})
    return {"role": "user", "content": results}

# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped". The
# message is made safe for later %-formatting by doubling "%", so call_tool raising
# OSError("disk 100% full") gives "OSError: disk 100%% full", which does not hold
# "disk 100% full". Messages without "%" pass through.


def _message(exc):
    message = str(exc).replace("%", "%%")
    name = type(exc).__name__
    return f"{name}: {message}" if message.strip() else name


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": _message(exc),
                }
            )
    return {"role": "user", "content": results}

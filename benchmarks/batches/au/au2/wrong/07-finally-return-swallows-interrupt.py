# Breaks: "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is". The
# message is returned from a `finally` ("always hand back what we have"), which cancels any
# exception in flight. Input: call_tool raising KeyboardInterrupt on the first tool_use ->
# answer_turn returns {"role": "user", "content": []} instead of raising.
def answer_turn(call_tool, content):
    results = []
    try:
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(dict(call_tool(block)))
            except Exception as exc:
                message = str(exc)
                results.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
                })
    finally:
        return {"role": "user", "content": results}  # noqa: B012

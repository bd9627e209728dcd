# Wrong: breaks "holding its message as it is, `str(exc)` ..., not stripped or escaped". The
# content is repr(exc), the logging habit, so a call_tool raising OSError("disk full\nretry later")
# gives "OSError('disk full\\nretry later')": the line break is escaped, the message not held.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": repr(exc)}
            )
    return {"role": "user", "content": results}

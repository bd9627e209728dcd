# Right: strips the prefix run with str.partition in a loop (after lstrip, only when the text
# starts with the mark), writes "BLOCKED: " once, and puts a non-blank alternative in
# parentheses after a space ("(try: ...)"); None, "" and blank alternatives add nothing.
# The id is echoed exactly; "" raises TypeError; a new dict literal per call.


def synthetic_error_result(tool_use_id, deny):
    if not isinstance(tool_use_id, str) or len(tool_use_id) == 0:
        raise TypeError("tool_use_id must be the tool_use block's non-empty id")
    rest = deny.reason.lstrip()
    while rest.startswith("BLOCKED:"):
        _, _, rest = rest.partition("BLOCKED:")
        rest = rest.lstrip()
    content = f"BLOCKED: {rest.rstrip()}"
    alt = (deny.alternative or "").strip()
    if alt:
        content = f"{content} (try: {alt})"
    return {"tool_use_id": tool_use_id, "content": content, "type": "tool_result", "is_error": True}

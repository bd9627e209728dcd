# Right: walks an index over leading whitespace and "BLOCKED:" runs (str.startswith at an offset,
# no slicing in the loop), so it is linear even for 100,000 spaces or a thousand prefixes, and
# only an exact "BLOCKED:" at the very start is dropped. The alternative is added, after a
# space-led "(try: ...)", only when it is neither None nor blank (isspace() on a non-empty str
# equals blank by strip()). Returns a fresh dict literal: type, id as given, True, one str.
def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    i, n = 0, len(reason)
    while True:
        while i < n and reason[i].isspace():
            i += 1
        if reason.startswith("BLOCKED:", i):
            i += len("BLOCKED:")
            continue
        break
    content = "BLOCKED: " + reason[i:].rstrip()
    alternative = deny.alternative
    if alternative and not alternative.isspace():
        content += f" (try: {alternative.strip()})"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}

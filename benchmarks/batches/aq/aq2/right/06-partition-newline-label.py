# Right: prefixes are removed with str.partition, accepted only when nothing but whitespace comes
# before "BLOCKED:" (so a prefix in the middle, "blocked:" or "BLOCKED :" stays); the reason keeps every
# inner character; the alternative, when not blank by str.strip(), comes after a line break and the
# label "Instead:", kept as it is; a fresh dict(...) each call, the id passed through unchanged.
def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    rest = deny.reason
    while True:
        before, marker, after = rest.lstrip().partition("BLOCKED:")
        if not marker or before:
            break
        rest = after
    content = "BLOCKED: " + rest.strip()
    if deny.alternative and not deny.alternative.isspace():
        content = content + "\nInstead: " + deny.alternative
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)

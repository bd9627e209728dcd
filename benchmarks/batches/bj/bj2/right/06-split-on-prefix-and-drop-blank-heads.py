# Right: splits the reason on "BLOCKED:" and drops leading pieces that are only whitespace (each one
# is a prefix at the very start, spaces or none around it), so every leading prefix goes, a
# thousand too, in linear time, and "blocked:" / "BLOCKED :" / mid-text ones stay. Content is
# "BLOCKED: " once + that reason (stripped) + a line break and the stripped alternative only when
# it is not blank by str.strip(); a new plain dict of exactly the four keys, nothing shared.
PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    pieces = deny.reason.split(PREFIX)
    start = 0
    while start < len(pieces) - 1 and not pieces[start].strip():
        start += 1
    reason = PREFIX.join(pieces[start:]).strip()
    text = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip() != "":
        text = text + "\nAlternative: " + alternative.strip()
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=text)

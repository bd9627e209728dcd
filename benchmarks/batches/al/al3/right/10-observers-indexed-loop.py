# Right: an index walk over the list as it is, calling each entry as hook(event) whatever it is;
# an Exception (falsy ones too) is counted and reported at once with the listed hook and the
# raised object; any other BaseException is re-raised as it is before a later hook runs.
# Returns a local int (0 when nothing failed), so nested runs count only their own failures.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    count = 0
    position = 0
    while position < len(hooks):
        current = hooks[position]
        position += 1
        try:
            current(event)
        except BaseException as problem:
            if not isinstance(problem, Exception):
                raise
            count = count + 1
            report(current, problem)
    return count

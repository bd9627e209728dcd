# Breaks: "Every Exception counts" / "nothing else is raised" / "two hooks raising one exception object
# are two failures". The answer notes each exception once, tracking the ones it noted in a set; an
# exception class defining __eq__ (so __hash__ is None) is unhashable and the set raises TypeError out
# of run_observers. Input: class E(Exception): def __eq__(s, o): return s is o ; a hook raising E().


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    noted = set()
    failures = 0
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            if exc not in noted:  # one exception object raised by two hooks: note it once
                noted.add(exc)
                try:
                    exc.add_note(f"raised by observer #{position}")
                except Exception:
                    pass
            failures += 1
            report(hook, exc)
    return failures

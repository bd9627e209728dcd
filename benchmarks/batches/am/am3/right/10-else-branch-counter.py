# Right: try/except/else per hook: `else` counts nothing, `except Exception` reports the listed
# hook and the very exception object at once, then adds one. Return values are ignored (never
# awaited or iterated), warnings pass, and interrupts, exits and GeneratorExit (or a group
# holding one) are never caught. Returns a plain int.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    raised = 0
    for position in range(len(hooks)):
        hook = hooks[position]
        try:
            hook(event)
        except Exception as problem:
            report(hook, problem)
            raised = raised + 1
        else:
            pass
    return int(raised)

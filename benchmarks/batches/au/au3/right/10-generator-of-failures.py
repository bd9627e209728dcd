# Right: a generator yields 1 per failed hook and `sum` consumes it in order, so each report happens as soon
# as its hook fails, before the next hook runs; the generator catches only Exception (StopIteration too, so
# PEP 479 never turns it into RuntimeError), and a KeyboardInterrupt/SystemExit/GeneratorExit raised inside
# it propagates out of `sum` unchanged. `sum` of no items is the int 0.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""

    def failures():
        for position in range(len(hooks)):
            observer = hooks[position]
            try:
                observer(event)
            except Exception as problem:
                report(observer, problem)
                yield 1

    return sum(failures())

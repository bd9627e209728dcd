"""Decoder/propagation: the answer raises a subclass of BaseException that is neither Exception, SystemExit, KeyboardInterrupt nor GeneratorExit; a grader that rebuilds it on the trusted side and re-raises it there may crash whole.
A correct grader must not pass, must report an error for this exercise only, and still write its reports."""


class Escape(BaseException):
    pass


def rule_home(reads, must_prevent):
    raise Escape("out of the grader")

"""Grading: the verdict is computed here, the learner's code runs elsewhere.

The trusted side: ``exercise`` (an exercise, its properties, and :func:`grade`), ``probe``
and ``expect`` (calling the answer and the checks the properties share), ``profiles``
(Hypothesis's settings), ``files`` (a notebook or answer file graded as ``hookkata grade``
does), ``learner`` and ``remote`` (the learner's process and its workers, seen from here),
``environment`` (what the learner's process inherits, the sandbox, the processes to stop),
``copying`` (naming a copy of the reference), ``fair_time`` and ``heap`` (a busy or big
process neither shortens an answer's time nor slows its grade), ``verdict`` and ``cells``.

Both sides: ``codec`` and ``channel`` (plain data across the line), ``limits``.

The learner's side: ``child``, the small program that calls the answer and nothing more.

Nothing here imports the exercises or the notebook machinery; they import it.
"""

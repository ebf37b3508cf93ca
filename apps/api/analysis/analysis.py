#!/usr/bin/env python3
"""The primary analysis of a Parcours study package, recomputed from its CSV files.

Run it in the package's folder (or give the folder as the first argument):

    python3 analysis.py [folder]

It needs pandas and statsmodels (Debian: apt-get install python3-pandas python3-statsmodels). It reads
participants.csv, fits the ANCOVA  post ~ condition + pretest + stratum  by ordinary least squares over all the
study's conditions (the first condition and the first stratum, alphabetically, as references), and prints as JSON
what summary.json holds under "primary": per pair of conditions (a, b) the adjusted difference of b minus a with
its standard error, 95 % interval and two-sided p, Holm's adjustment over the pairs, and Hedges' g of the
difference over the two arms' pooled post-test SD with the small-sample correction and its 95 % interval; on the
complete cases and on every participant (intention to treat: a missing post-test is the participant's pretest, a
missing pretest the mean pretest). The order of the conditions is the study's, read from summary.json.

It also recomputes, from attempts.csv, answers.csv and questions.csv, the item analysis of every test that
summary.json holds under "instruments" -> "tests" (each counted pretest and counted post-test of a quiz version):
the number of attempts n, of scored questions k, the mean and SD of the number right, KR-20 and the standard error
of measurement, and per question its difficulty and discrimination; it prints them under "instruments". The last
line compares all these figures with summary.json. codebook.md describes every column.
"""
import itertools
import json
import math
import pathlib
import sys

import pandas as pd
import statsmodels.formula.api as smf
from scipy import stats
from statsmodels.stats.multitest import multipletests

FIGURES = ["difference", "se", "ci_low", "ci_high", "p", "p_holm", "hedges_g", "g_ci_low", "g_ci_high"]


def analyse(data, conditions):
    present = [c for c in conditions if (data.condition == c).any()]
    strata = sorted(data.stratum.unique())
    formula = "post ~ C(condition, Treatment(reference=%r), levels=%r) + pre" % (present[0], present) if present else None
    if formula and len(strata) > 1:
        formula += " + C(stratum, levels=%r)" % (strata,)
    model = None
    if formula and len(data) > 0:
        fitted = smf.ols(formula, data=data).fit()
        if fitted.df_resid >= 1 and fitted.model.exog.shape[1] == fitted.model.rank:
            model = fitted
    comparisons = []
    for a, b in itertools.combinations(conditions, 2):
        post_a, post_b = data.post[data.condition == a], data.post[data.condition == b]
        n_a, n_b = len(post_a), len(post_b)
        row = {"a": a, "b": b, "n_a": n_a, "n_b": n_b, **{k: None for k in FIGURES}}
        if model is not None and n_a > 0 and n_b > 0:
            names = list(model.params.index)
            contrast = [0.0] * len(names)
            for condition, sign in ((b, 1.0), (a, -1.0)):
                for i, name in enumerate(names):
                    if name.startswith("C(condition") and name.endswith("[T.%s]" % condition):
                        contrast[i] = sign
            test = model.t_test(contrast)
            difference = float(test.effect[0])
            se = float(test.sd[0][0])
            low, high = test.conf_int(alpha=0.05)[0]
            row.update(difference=difference, se=se, ci_low=float(low), ci_high=float(high))
            row["p"] = float(test.pvalue) if se > 0 else None
            if n_a > 1 and n_b > 1:
                pooled = math.sqrt(((n_a - 1) * post_a.var(ddof=1) + (n_b - 1) * post_b.var(ddof=1)) / (n_a + n_b - 2))
                if pooled > 0:
                    g = (1 - 3 / (4 * (n_a + n_b) - 9)) * difference / pooled
                    half = stats.norm.ppf(0.975) * math.sqrt((n_a + n_b) / (n_a * n_b) + g**2 / (2 * (n_a + n_b)))
                    row.update(hedges_g=g, g_ci_low=g - half, g_ci_high=g + half)
        comparisons.append(row)
    tested = [i for i, c in enumerate(comparisons) if c["p"] is not None]
    if tested:
        adjusted = multipletests([comparisons[i]["p"] for i in tested], method="holm")[1]
        for i, p in zip(tested, adjusted):
            comparisons[i]["p_holm"] = float(p)
    return {
        "n": int(len(data)),
        "residual_df": float(model.df_resid) if model is not None else None,
        "pre_slope": float(model.params["pre"]) if model is not None else None,
        "comparisons": comparisons,
    }


TEST_FIGURES = ["mean", "sd", "alpha", "sem"]
ITEM_FIGURES = ["difficulty", "discrimination"]
# question_type of the questions a test scores; open questions are not scored
SCORED = ["choice", "true_false", "numerical", "short_answer", "matching", "ordering"]


def pearson(x, y):
    """Pearson's r = Σ(x - x̄)(y - ȳ) / √(Σ(x - x̄)² · Σ(y - ȳ)²); None when either has no spread."""
    dx, dy = x - x.mean(), y - y.mean()
    sxx, syy = float((dx * dx).sum()), float((dy * dy).sum())
    if sxx == 0 or syy == 0:
        return None
    return float((dx * dy).sum()) / math.sqrt(sxx * syy)


def analyse_test(scores):
    """The item analysis of one test: `scores` holds one row per attempt and one 0/1 column per scored question."""
    n, k = scores.shape
    # The number right of each attempt: the sum of its item scores.
    totals = scores.sum(axis=1)
    figures = {
        "n": int(n),
        "k": int(k),
        # Mean and sample SD (divisor n - 1) of the number right; no SD below two attempts.
        "mean": float(totals.mean()) if n > 0 else None,
        "sd": float(totals.std(ddof=1)) if n > 1 else None,
        "alpha": None,
        "sem": None,
    }
    # KR-20 (Kuder and Richardson, 1937), Cronbach's alpha on 0/1 items:
    #   alpha = k / (k - 1) · (1 - Σ var(item) / var(total)), every variance with divisor n (var(item) = p·q);
    # none below two attempts or two questions, or when the totals have no spread.
    total_variance = float(totals.var(ddof=0)) if n > 0 else 0.0
    if n > 1 and k > 1 and total_variance != 0:
        alpha = k / (k - 1) * (1 - float(scores.var(ddof=0).sum()) / total_variance)
        # The standard error of measurement of the number right: sem = sd · √(1 - alpha).
        figures.update(alpha=alpha, sem=figures["sd"] * math.sqrt(max(0.0, 1 - alpha)))
    figures["items"] = [
        {
            "question_id": int(question_id),
            # The place of the question among the test's scored questions, from 1.
            "position": position,
            # Difficulty: the share of the attempts that got the question right (the item's mean score, p).
            "difficulty": float(scores[question_id].mean()) if n > 0 else None,
            # Discrimination: the corrected item-total correlation, Pearson's r of the item with the number right
            # on the OTHER questions (total minus the item; Henrysson, 1963); None when either has no spread.
            "discrimination": pearson(scores[question_id], totals - scores[question_id]),
        }
        for position, question_id in enumerate(scores.columns, start=1)
    ]
    return figures


def item_analysis(folder):
    """Every test's item analysis, in summary.json's order: by quiz, version, pretest before post-test, then form."""
    attempts = pd.read_csv(folder / "attempts.csv", dtype={"counted_as": str, "form": str})
    answers = pd.read_csv(folder / "answers.csv")
    questions = pd.read_csv(folder / "questions.csv", dtype={"question_type": str, "form": str})
    # A test's attempts are each participant's counted pretest (counted_as = pretest) or counted post-test
    # (counted_as = posttest). As on the dashboard, an attempt with no row at all in answers.csv (its answers were
    # not recorded) is left out. An attempt that drew a parallel form (form A or B) was shown that form's
    # questions only: its test is the version's questions of that form; an empty form is every question.
    counted = attempts[attempts.counted_as.isin(["pretest", "posttest"]) & attempts.attempt_id.isin(answers.attempt_id)]
    counted = counted.sort_values("attempt_id").assign(form=lambda a: a.form.fillna(""))
    questions = questions.assign(form=questions.form.fillna(""))
    use_order = {"pretest": 0, "posttest": 1}
    keys = sorted(
        {(int(a.quiz_id), int(a.quiz_version), a.counted_as, a.form) for a in counted.itertuples()},
        key=lambda key: (key[0], key[1], use_order[key[2]], key[3]),
    )
    tests = []
    for quiz_id, version, use, form in keys:
        taken = counted[
            (counted.quiz_id == quiz_id)
            & (counted.quiz_version == version)
            & (counted.counted_as == use)
            & (counted.form == form)
        ]
        # The version's scored questions in their order (questions.csv has one row per answer: one per question),
        # of the attempts' form when they drew one.
        version_questions = questions[(questions.quiz_id == quiz_id) & (questions.quiz_version == version)]
        if form:
            version_questions = version_questions[version_questions.form == form]
        version_questions = version_questions.sort_values("question_position").drop_duplicates("question_id")
        items = [int(q) for q in version_questions.question_id[version_questions.question_type.isin(SCORED)]]
        # The item score is answers.csv's credit (1 right, 0 wrong, a fraction for partial credit); a question with
        # no row, or with an empty credit, counts as 0 (wrong).
        given = answers[answers.attempt_id.isin(taken.attempt_id) & answers.question_id.isin(items)]
        scores = given.pivot_table(index="attempt_id", columns="question_id", values="credit", aggfunc="last")
        scores = scores.reindex(index=list(taken.attempt_id), columns=items).fillna(0).astype(float)
        tests.append({
            # The course of the test's first attempt, as on the dashboard.
            "course_id": int(taken.course_id.iloc[0]),
            "quiz_id": quiz_id,
            "version": version,
            "use": use,
            "form": form or None,
            **analyse_test(scores),
        })
    return tests


def difference(mine, dashboard, keys):
    """The largest absolute difference over `keys` of two rows of figures, skipping those either leaves null."""
    return max(
        [abs(mine[key] - dashboard[key]) for key in keys if mine[key] is not None and dashboard[key] is not None],
        default=0.0,
    )


def main():
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    conditions = [c["condition"] for c in summary["conditions"]]
    rows = pd.read_csv(folder / "participants.csv", dtype={"condition": str, "stratum": str})
    rows = rows.rename(columns={"pre_test_percentage": "pre", "post_test_percentage": "post"})
    complete = rows.dropna(subset=["pre", "post"])
    itt = rows.copy()
    missing_pre = itt.pre.isna()
    missing_post = itt.post.isna()
    itt["pre"] = itt.pre.fillna(rows.pre.mean())
    itt["post"] = itt.post.fillna(itt.pre)
    itt = itt.dropna(subset=["pre"])
    result = {
        "complete_cases": analyse(complete[["condition", "stratum", "pre", "post"]], conditions),
        "intention_to_treat": {
            **analyse(itt[["condition", "stratum", "pre", "post"]], conditions),
            "imputed_pre": int(missing_pre.sum()),
            "imputed_post": int(missing_post.sum()),
        },
    }
    result["instruments"] = {"tests": item_analysis(folder)}
    print(json.dumps(result, indent=2))
    largest = 0.0
    for analysis in ("complete_cases", "intention_to_treat"):
        theirs = summary["primary"][analysis]
        for mine, dashboard in zip(result[analysis]["comparisons"], theirs["comparisons"]):
            largest = max(largest, difference(mine, dashboard, FIGURES))
    for mine, dashboard in zip(result["instruments"]["tests"], summary["instruments"]["tests"]):
        largest = max(largest, difference(mine, dashboard, TEST_FIGURES))
        for item, their_item in zip(mine["items"], dashboard["items"]):
            largest = max(largest, difference(item, their_item, ITEM_FIGURES))
    print("largest difference from summary.json: %.3g" % largest, file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env Rscript
# The primary analysis of a Parcours study package, recomputed from its CSV files.
#
# Run it in the package's folder (or give the folder as the first argument):
#
#     Rscript analysis.R [folder]
#
# It needs R and the jsonlite package (Debian: apt-get install r-base-core r-cran-jsonlite). It reads
# participants.csv, fits the ANCOVA  post ~ condition + pretest + stratum  by ordinary least squares (lm) over all
# the study's conditions (the first condition and the first stratum, alphabetically, as references), and prints
# as JSON what summary.json holds under "primary": per pair of conditions (a, b) the adjusted difference of b
# minus a with its standard error, 95 % interval and two-sided p, Holm's adjustment over the pairs, and Hedges' g
# of the difference over the two arms' pooled post-test SD with the small-sample correction and its 95 %
# interval; on the complete cases and on every participant (intention to treat: a missing post-test is the
# participant's pretest, a missing pretest the mean pretest). The order of the conditions is the study's, read
# from summary.json. The last line compares the figures with summary.json. codebook.md describes every column.

args <- commandArgs(trailingOnly = TRUE)
folder <- if (length(args) > 0) args[1] else "."
summary <- jsonlite::fromJSON(file.path(folder, "summary.json"), simplifyVector = FALSE)
conditions <- vapply(summary$conditions, function(c) c$condition, "")
rows <- read.csv(file.path(folder, "participants.csv"), stringsAsFactors = FALSE, na.strings = "")
rows$pre <- rows$pre_test_percentage
rows$post <- rows$post_test_percentage
figures <- c("difference", "se", "ci_low", "ci_high", "p", "p_holm", "hedges_g", "g_ci_low", "g_ci_high")

analyse <- function(data) {
  present <- conditions[conditions %in% data$condition]
  strata <- sort(unique(data$stratum))
  data$condition <- factor(data$condition, levels = present)
  data$stratum <- factor(data$stratum, levels = strata)
  model <- NULL
  if (length(present) > 0 && nrow(data) > 0) {
    terms <- if (length(present) > 1) "post ~ condition + pre" else "post ~ pre"
    if (length(strata) > 1) terms <- paste(terms, "+ stratum")
    fitted <- lm(as.formula(terms), data = data)
    if (fitted$df.residual >= 1 && fitted$rank == length(coef(fitted))) model <- fitted
  }
  pairs <- combn(conditions, 2, simplify = FALSE)
  comparisons <- lapply(pairs, function(pair) {
    a <- pair[1]
    b <- pair[2]
    post_a <- data$post[data$condition %in% a]
    post_b <- data$post[data$condition %in% b]
    n_a <- length(post_a)
    n_b <- length(post_b)
    row <- c(list(a = a, b = b, n_a = n_a, n_b = n_b), setNames(rep(list(NULL), length(figures)), figures))
    if (!is.null(model) && n_a > 0 && n_b > 0) {
      beta <- coef(model)
      contrast <- setNames(rep(0, length(beta)), names(beta))
      if (paste0("condition", b) %in% names(beta)) contrast[paste0("condition", b)] <- 1
      if (paste0("condition", a) %in% names(beta)) contrast[paste0("condition", a)] <- -1
      difference <- sum(contrast * beta)
      se <- sqrt(as.numeric(t(contrast) %*% vcov(model) %*% contrast))
      half <- qt(0.975, model$df.residual) * se
      row$difference <- difference
      row$se <- se
      row$ci_low <- difference - half
      row$ci_high <- difference + half
      if (se > 0) row$p <- 2 * pt(-abs(difference / se), model$df.residual)
      if (n_a > 1 && n_b > 1) {
        pooled <- sqrt(((n_a - 1) * var(post_a) + (n_b - 1) * var(post_b)) / (n_a + n_b - 2))
        if (pooled > 0) {
          g <- (1 - 3 / (4 * (n_a + n_b) - 9)) * difference / pooled
          g_half <- qnorm(0.975) * sqrt((n_a + n_b) / (n_a * n_b) + g^2 / (2 * (n_a + n_b)))
          row$hedges_g <- g
          row$g_ci_low <- g - g_half
          row$g_ci_high <- g + g_half
        }
      }
    }
    row
  })
  tested <- which(vapply(comparisons, function(c) !is.null(c$p), TRUE))
  if (length(tested) > 0) {
    adjusted <- p.adjust(vapply(comparisons[tested], function(c) c$p, 0), method = "holm")
    for (k in seq_along(tested)) comparisons[[tested[k]]]$p_holm <- adjusted[k]
  }
  list(
    n = nrow(data),
    residual_df = if (is.null(model)) NULL else model$df.residual,
    pre_slope = if (is.null(model)) NULL else unname(coef(model)["pre"]),
    comparisons = comparisons
  )
}

complete <- rows[!is.na(rows$pre) & !is.na(rows$post), ]
itt <- rows
missing_pre <- is.na(itt$pre)
missing_post <- is.na(itt$post)
itt$pre[missing_pre] <- mean(rows$pre, na.rm = TRUE)
itt$post[missing_post] <- itt$pre[missing_post]
itt <- itt[!is.na(itt$pre), ]
result <- list(
  complete_cases = analyse(complete),
  intention_to_treat = c(analyse(itt), list(imputed_pre = sum(missing_pre), imputed_post = sum(missing_post)))
)
cat(jsonlite::toJSON(result, auto_unbox = TRUE, null = "null", digits = NA, pretty = TRUE), "\n")
largest <- 0
for (analysis in names(result)) {
  ours <- result[[analysis]]$comparisons
  theirs <- summary$primary[[analysis]]$comparisons
  for (k in seq_along(ours)) {
    for (key in figures) {
      if (!is.null(ours[[k]][[key]]) && !is.null(theirs[[k]][[key]])) {
        largest <- max(largest, abs(ours[[k]][[key]] - theirs[[k]][[key]]))
      }
    }
  }
}
message(sprintf("largest difference from summary.json: %.3g", largest))

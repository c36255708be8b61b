package studio.components

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import studio.theme.Spacing
import studio.theme.Typography

/** A tag whose leading inset gives back what its dot takes. */
@Composable
fun Tag(label: String) {
    val inset = PaddingValues(start = Spacing.sm - Spacing.xxs, end = Spacing.sm)
    Row(Modifier.padding(inset)) {
        BasicText(label, style = Typography.micro)
    }
}

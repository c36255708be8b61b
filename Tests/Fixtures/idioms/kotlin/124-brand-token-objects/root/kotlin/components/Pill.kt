package shop.ui.components

import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import shop.ui.theme.ShopRadius
import shop.ui.theme.ShopSpacing
import shop.ui.theme.ShopTypography

/** A pill label; selected, it keeps its type style but turns bold. */
@Composable
fun Pill(text: String, selected: Boolean = false) {
    val style = ShopTypography.label
    Surface(shape = RoundedCornerShape(ShopRadius.pill)) {
        BasicText(
            text = text,
            modifier = Modifier.padding(horizontal = ShopSpacing.cozy, vertical = ShopSpacing.tight),
            style = style.copy(fontWeight = if (selected) FontWeight.Bold else style.fontWeight),
        )
    }
}
